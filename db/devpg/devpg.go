// Package devpg starts and stops a throwaway PostgreSQL cluster from the server
// binaries installed on the machine, for `make test` and `make run` when no
// DATABASE_URL is given.
//
// The cluster lives in its own folder under a root the caller names (the repository's
// git-ignored .tmp/pg; when started by root and that folder cannot be entered by the
// server's user — a clone under root's 0700 home — under qtg-devpg in the system temp
// dir instead), listens on a free loopback port only (no unix socket, so long
// paths do not matter), and uses password authentication with a random password, so
// other users of the machine cannot reach it. PostgreSQL refuses to run as root; when
// started by root, the cluster runs as the unprivileged "postgres" user instead.
//
// The server is a direct child process (not daemonised by pg_ctl), in its own process
// group so that a terminal's Ctrl-C reaches the command under test first, and with a
// parent-death signal so that it does not outlive a killed parent. Folders left behind
// by a parent that was killed anyway are removed by the next Start.
package devpg

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
)

// ErrNoServer is returned when no PostgreSQL server binaries can be found.
var ErrNoServer = errors.New("no PostgreSQL server binaries (initdb, postgres) found in PATH or /usr/lib/postgresql/*/bin; " +
	"install them (Debian/Ubuntu: apt-get install postgresql) or set DATABASE_URL to an existing server")

// Options configures Start.
type Options struct {
	// Root is the folder that holds cluster folders; it is created if missing.
	Root string
	// Durable keeps fsync, synchronous_commit and full_page_writes on, as a production
	// server has them (for benchmarks). Off by default: tests do not need to survive a
	// power cut, and are much faster without it.
	Durable bool
	// StatStatements preloads pg_stat_statements, so a benchmark can count statements
	// and rows per query (CREATE EXTENSION in the database it reads them from).
	StatStatements bool
	// StartTimeout bounds how long Start waits for the server to accept connections.
	StartTimeout time.Duration
}

// Cluster is a running throwaway cluster.
type Cluster struct {
	// URL is a superuser connection URL to the "postgres" database.
	URL string
	// Dir is the cluster's folder (data directory and log).
	Dir string

	cmd  *exec.Cmd
	done chan error

	bin, dataDir string
	cred         *syscall.Credential
	startTimeout time.Duration
}

const superuser = "qtg"

// FindBinDir returns the folder holding initdb and postgres: the one on PATH if any,
// else the newest /usr/lib/postgresql/<version>/bin.
func FindBinDir() (string, error) {
	if p, err := exec.LookPath("initdb"); err == nil {
		dir := filepath.Dir(p)
		if _, err := os.Stat(filepath.Join(dir, "postgres")); err == nil {
			return dir, nil
		}
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	sort.Slice(matches, func(i, j int) bool { return versionOf(matches[i]) > versionOf(matches[j]) })
	for _, m := range matches {
		dir := filepath.Dir(m)
		if _, err := os.Stat(filepath.Join(dir, "postgres")); err == nil {
			return dir, nil
		}
	}
	return "", ErrNoServer
}

func versionOf(initdbPath string) float64 {
	v, _ := strconv.ParseFloat(filepath.Base(filepath.Dir(filepath.Dir(initdbPath))), 64)
	return v
}

// Start creates a new cluster under opts.Root and waits until it accepts connections.
func Start(ctx context.Context, opts Options) (*Cluster, error) {
	bin, err := FindBinDir()
	if err != nil {
		return nil, err
	}
	if opts.Root == "" {
		return nil, errors.New("devpg: Options.Root is required")
	}
	if opts.StartTimeout == 0 {
		opts.StartTimeout = 60 * time.Second
	}
	cred, err := serverCredential()
	if err != nil {
		return nil, err
	}
	root, err := filepath.Abs(opts.Root)
	if err != nil {
		return nil, fmt.Errorf("devpg: %w", err)
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		return nil, fmt.Errorf("devpg: create %s: %w", root, err)
	}
	if cred != nil && !searchableBy(root, cred) {
		// A clone under root's home (mode 0700) cannot be entered by the server's
		// user: keep the cluster under the system temp dir instead, in a folder only
		// root can write and only the server's user can enter (each cluster folder is
		// its own, mode 0700, owned by that user).
		root = filepath.Join(os.TempDir(), "qtg-devpg")
		if err := os.MkdirAll(root, 0o755); err != nil {
			return nil, fmt.Errorf("devpg: create %s: %w", root, err)
		}
		if fi, err := os.Lstat(root); err != nil || !fi.IsDir() || !ownedByUs(fi) || fi.Mode().Perm()&0o022 != 0 {
			return nil, fmt.Errorf("devpg: %s must be a folder owned by this user and writable by nobody else", root)
		}
	}
	removeStale(root)

	dir, err := os.MkdirTemp(root, "cluster-")
	if err != nil {
		return nil, fmt.Errorf("devpg: %w", err)
	}
	c := &Cluster{Dir: dir}
	ok := false
	defer func() {
		if !ok {
			_ = os.RemoveAll(dir)
		}
	}()
	if err := os.WriteFile(filepath.Join(dir, "owner.pid"), []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		return nil, fmt.Errorf("devpg: %w", err)
	}
	password := randomHex(16)
	pwFile := filepath.Join(dir, "pwfile")
	if err := os.WriteFile(pwFile, []byte(password+"\n"), 0o600); err != nil {
		return nil, fmt.Errorf("devpg: %w", err)
	}
	dataDir := filepath.Join(dir, "data")
	if cred != nil {
		if err := chownTree(dir, int(cred.Uid), int(cred.Gid)); err != nil {
			return nil, err
		}
	}

	initdb := exec.CommandContext(ctx, filepath.Join(bin, "initdb"),
		"-D", dataDir, "-U", superuser, "--pwfile", pwFile, "-A", "scram-sha-256",
		"-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions")
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	if out, err := initdb.CombinedOutput(); err != nil {
		hint := ""
		if cred != nil {
			hint = fmt.Sprintf(" (running as user postgres: every folder above %s must be searchable by it)", dir)
		}
		return nil, fmt.Errorf("devpg: initdb failed%s: %w\n%s", hint, err, out)
	}
	_ = os.Remove(pwFile)

	port, err := freePort(ctx)
	if err != nil {
		return nil, err
	}
	durable := "off"
	if opts.Durable {
		durable = "on"
	}
	settings := []string{
		"listen_addresses = '127.0.0.1'",
		"port = " + strconv.Itoa(port),
		"unix_socket_directories = ''",
		"max_connections = 500",
		"shared_buffers = 256MB",
		"fsync = " + durable,
		"synchronous_commit = " + durable,
		"full_page_writes = " + durable,
		"log_min_messages = warning",
		"log_line_prefix = '%m [%p] %d '",
	}
	if opts.StatStatements {
		settings = append(settings, "shared_preload_libraries = 'pg_stat_statements'", "pg_stat_statements.track_utility = on")
	}
	conf := strings.Join(settings, "\n")
	f, err := os.OpenFile(filepath.Join(dataDir, "postgresql.conf"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return nil, fmt.Errorf("devpg: %w", err)
	}
	_, err = f.WriteString("\n# qtg devpg\n" + conf + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, fmt.Errorf("devpg: write postgresql.conf: %w", err)
	}

	c.bin, c.dataDir, c.cred, c.startTimeout = bin, dataDir, cred, opts.StartTimeout
	if err := c.startServer(ctx); err != nil {
		return nil, err
	}
	c.URL = (&url.URL{
		Scheme:   "postgres",
		User:     url.UserPassword(superuser, password),
		Host:     net.JoinHostPort("127.0.0.1", strconv.Itoa(port)),
		Path:     "/postgres",
		RawQuery: "sslmode=disable",
	}).String()

	if err := c.waitReady(ctx, opts.StartTimeout); err != nil {
		_ = c.Stop()
		return nil, fmt.Errorf("%w\n%s", err, tail(filepath.Join(dir, "postgres.log"), 20))
	}
	ok = true
	return c, nil
}

// startServer starts the postmaster on the cluster's data directory (and port, which
// postgresql.conf holds) as a direct child.
func (c *Cluster) startServer(ctx context.Context) error {
	logFile, err := os.OpenFile(filepath.Join(c.Dir, "postgres.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return fmt.Errorf("devpg: %w", err)
	}
	defer func() { _ = logFile.Close() }()
	// Detached from ctx: the server must outlive it until Stop shuts it down cleanly.
	cmd := exec.CommandContext(context.WithoutCancel(ctx), filepath.Join(c.bin, "postgres"), "-D", c.dataDir)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Credential: c.cred,
		Setpgid:    true,
		Pdeathsig:  syscall.SIGINT, // fast shutdown if we die
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("devpg: start postgres: %w", err)
	}
	c.cmd = cmd
	c.done = make(chan error, 1)
	go func() { c.done <- cmd.Wait() }()
	return nil
}

// Restart stops the server (fast shutdown: every session is disconnected) and starts
// it again on the same data directory and port, for tests and the chaos harness that
// need a database restart under load. URL stays valid.
func (c *Cluster) Restart(ctx context.Context) error {
	c.shutdown()
	if err := c.startServer(ctx); err != nil {
		return err
	}
	if err := c.waitReady(ctx, c.startTimeout); err != nil {
		return fmt.Errorf("%w\n%s", err, tail(filepath.Join(c.Dir, "postgres.log"), 20))
	}
	return nil
}

func (c *Cluster) waitReady(ctx context.Context, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		conn, err := pgx.Connect(ctx, c.URL)
		if err == nil {
			_ = conn.Close(ctx)
			return nil
		}
		select {
		case werr := <-c.done:
			c.done <- werr
			return fmt.Errorf("devpg: postgres exited during start-up: %w", werr)
		case <-ctx.Done():
			return fmt.Errorf("devpg: postgres did not accept connections within %s: %w", timeout, err)
		case <-tick.C:
		}
	}
}

// Stop shuts the server down (fast shutdown: open sessions are disconnected) and
// removes the cluster's folder.
func (c *Cluster) Stop() error {
	c.shutdown()
	if err := os.RemoveAll(c.Dir); err != nil {
		return fmt.Errorf("devpg: remove %s: %w", c.Dir, err)
	}
	return nil
}

// shutdown stops the server: fast shutdown, immediate after 30 s.
func (c *Cluster) shutdown() {
	if c.cmd != nil && c.cmd.Process != nil {
		_ = c.cmd.Process.Signal(syscall.SIGINT)
		select {
		case err := <-c.done:
			_ = err // the server's exit status after a signal says nothing useful
		case <-time.After(30 * time.Second):
			// Immediate shutdown; the cluster is thrown away anyway.
			_ = c.cmd.Process.Signal(syscall.SIGQUIT)
			err := <-c.done
			_ = err
		}
	}
	c.cmd = nil
}

// serverCredential returns nil when the server can run as the current user, and the
// "postgres" user's credential when the current user is root.
func serverCredential() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, errors.New("devpg: running as root, and PostgreSQL refuses to run as root: create an unprivileged user named 'postgres' " +
			"(Debian's postgresql packages do) or set DATABASE_URL to an existing server")
	}
	uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
	gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
	if err := errors.Join(err1, err2); err != nil {
		return nil, fmt.Errorf("devpg: user postgres: %w", err)
	}
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}

// searchableBy reports whether the server's user can reach dir: every folder from the
// file system's root down to dir must grant it search (x) permission, as owner, group
// member or other.
func searchableBy(dir string, cred *syscall.Credential) bool {
	for p := dir; ; p = filepath.Dir(p) {
		fi, err := os.Stat(p)
		if err != nil {
			return false
		}
		st, ok := fi.Sys().(*syscall.Stat_t)
		if !ok {
			return false
		}
		perm := fi.Mode().Perm()
		var can bool
		switch {
		case st.Uid == cred.Uid:
			can = perm&0o100 != 0
		case st.Gid == cred.Gid:
			can = perm&0o010 != 0
		default:
			can = perm&0o001 != 0
		}
		if !can {
			return false
		}
		if p == filepath.Dir(p) {
			return true
		}
	}
}

// ownedByUs reports whether fi belongs to the current user.
func ownedByUs(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Geteuid()
}

func chownTree(dir string, uid, gid int) error {
	return filepath.Walk(dir, func(p string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if err := os.Chown(p, uid, gid); err != nil {
			return fmt.Errorf("devpg: chown %s: %w", p, err)
		}
		return nil
	})
}

// removeStale deletes cluster folders whose server is no longer running: what a killed
// parent left behind. A folder whose server still runs but whose owner is gone is shut
// down first. Folders of live runs are left alone.
func removeStale(root string) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), "cluster-") {
			continue
		}
		dir := filepath.Join(root, e.Name())
		owner := readPID(filepath.Join(dir, "owner.pid"))
		if owner > 0 && alive(owner) {
			continue
		}
		dataDir := filepath.Join(dir, "data")
		if pm := readPID(filepath.Join(dataDir, "postmaster.pid")); pm > 0 && alive(pm) {
			// Only a postmaster serving this very folder: a recycled PID is left alone.
			if cmdline, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pm)); err == nil &&
				strings.Contains(string(cmdline), dataDir) {
				_ = syscall.Kill(pm, syscall.SIGQUIT)
			}
			continue // removed by a later run, once it is gone
		}
		_ = os.RemoveAll(dir)
	}
}

func readPID(path string) int {
	f, err := os.Open(path)
	if err != nil {
		return 0
	}
	defer func() { _ = f.Close() }()
	s := bufio.NewScanner(f)
	if !s.Scan() {
		return 0
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(s.Text()))
	return pid
}

func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

func freePort(ctx context.Context) (int, error) {
	var lc net.ListenConfig
	l, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("devpg: find a free port: %w", err)
	}
	defer func() { _ = l.Close() }()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func tail(path string, lines int) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	all := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(all) > lines {
		all = all[len(all)-lines:]
	}
	return strings.Join(all, "\n")
}
