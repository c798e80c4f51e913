package qtgsql_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	qtgsql "github.com/qtgdev/qtg/sql"
)

// schema is what the migrations define, as of the last one: the tables and views that
// exist with their columns (nil for a view: its columns are not parsed), and every
// name a table had before a rename or drop.
type schema struct {
	tables map[string]map[string]bool
	gone   map[string]string // old name -> what became of it
}

var (
	createTable = regexp.MustCompile(`(?is)CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)\s*\(`)
	createView  = regexp.MustCompile(`(?i)CREATE\s+(?:OR\s+REPLACE\s+)?(?:MATERIALIZED\s+)?VIEW\s+([a-z_][a-z0-9_]*)`)
	dropTable   = regexp.MustCompile(`(?i)DROP\s+(?:TABLE|VIEW)\s+(?:IF\s+EXISTS\s+)?([a-z_][a-z0-9_]*)`)
	alterTable  = regexp.MustCompile(`(?is)ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?([a-z_][a-z0-9_]*)\s+(.*?);`)
	renameTable = regexp.MustCompile(`(?i)^RENAME\s+TO\s+([a-z_][a-z0-9_]*)`)
	renameCol   = regexp.MustCompile(`(?i)^RENAME\s+(?:COLUMN\s+)?([a-z_][a-z0-9_]*)\s+TO\s+([a-z_][a-z0-9_]*)`)
	addCol      = regexp.MustCompile(`(?i)ADD\s+COLUMN\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)`)
	dropCol     = regexp.MustCompile(`(?i)DROP\s+COLUMN\s+(?:IF\s+EXISTS\s+)?([a-z_][a-z0-9_]*)`)
	likeTable   = regexp.MustCompile(`(?i)^LIKE\s+([a-z_][a-z0-9_]*)`)
	lineComment = regexp.MustCompile(`--[^\n]*`)
	notColumn   = map[string]bool{"constraint": true, "primary": true, "unique": true, "check": true, "foreign": true, "exclude": true, "like": true}
)

// readSchema replays the Up sections of the migrations, in order, over table and column
// names: what a doc may name is what the last migration leaves.
func readSchema(t *testing.T) *schema {
	t.Helper()
	s := &schema{tables: map[string]map[string]bool{}, gone: map[string]string{}}
	migrations := qtgsql.MigrationsFS()
	names, err := fs.Glob(migrations, "*.sql")
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(names)
	for _, name := range names {
		b, err := fs.ReadFile(migrations, name)
		if err != nil {
			t.Fatal(err)
		}
		up, _, _ := strings.Cut(string(b), "-- +goose Down")
		up = lineComment.ReplaceAllString(up, "")
		for _, stmt := range strings.Split(up, ";") {
			s.apply(stmt + ";")
		}
	}
	return s
}

func (s *schema) apply(stmt string) {
	trimmed := strings.TrimSpace(stmt)
	switch {
	case createTable.MatchString(trimmed) && strings.HasPrefix(strings.ToUpper(trimmed), "CREATE"):
		m := createTable.FindStringSubmatchIndex(trimmed)
		table := strings.ToLower(trimmed[m[2]:m[3]])
		s.tables[table] = s.columns(trimmed[m[1]:])
		delete(s.gone, table)
	case createView.MatchString(trimmed) && strings.HasPrefix(strings.ToUpper(trimmed), "CREATE"):
		view := strings.ToLower(createView.FindStringSubmatch(trimmed)[1])
		s.tables[view] = nil
		delete(s.gone, view)
	case strings.HasPrefix(strings.ToUpper(trimmed), "DROP TABLE"), strings.HasPrefix(strings.ToUpper(trimmed), "DROP VIEW"):
		if m := dropTable.FindStringSubmatch(trimmed); m != nil {
			table := strings.ToLower(m[1])
			if _, ok := s.tables[table]; ok {
				delete(s.tables, table)
				s.gone[table] = "dropped"
			}
		}
	case strings.HasPrefix(strings.ToUpper(trimmed), "ALTER TABLE"):
		m := alterTable.FindStringSubmatch(trimmed)
		if m == nil {
			return
		}
		table, action := strings.ToLower(m[1]), strings.TrimSpace(m[2])
		cols, ok := s.tables[table]
		if !ok {
			return
		}
		if r := renameTable.FindStringSubmatch(action); r != nil {
			to := strings.ToLower(r[1])
			s.tables[to] = cols
			delete(s.tables, table)
			s.gone[table] = "renamed to " + to
			delete(s.gone, to)
			return
		}
		if cols == nil {
			return
		}
		if r := renameCol.FindStringSubmatch(action); r != nil && !strings.HasPrefix(strings.ToUpper(action), "RENAME CONSTRAINT") {
			delete(cols, strings.ToLower(r[1]))
			cols[strings.ToLower(r[2])] = true
			return
		}
		for _, a := range addCol.FindAllStringSubmatch(action, -1) {
			cols[strings.ToLower(a[1])] = true
		}
		for _, d := range dropCol.FindAllStringSubmatch(action, -1) {
			delete(cols, strings.ToLower(d[1]))
		}
	}
}

// columns reads the column names of a CREATE TABLE body (what follows its opening
// parenthesis): the first word of every element at depth zero that is not a table
// constraint; LIKE copies another table's columns.
func (s *schema) columns(body string) map[string]bool {
	cols := map[string]bool{}
	depth, start := 0, 0
	element := func(e string) {
		e = strings.TrimSpace(e)
		if m := likeTable.FindStringSubmatch(e); m != nil {
			for c := range s.tables[strings.ToLower(m[1])] {
				cols[c] = true
			}
			return
		}
		word, _, _ := strings.Cut(e, " ")
		word = strings.Trim(strings.ToLower(word), `"`)
		if word != "" && !notColumn[word] {
			cols[word] = true
		}
	}
	for i, r := range body {
		switch r {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				element(body[start:i])
				return cols
			}
			depth--
		case ',':
			if depth == 0 {
				element(body[start:i])
				start = i + 1
			}
		}
	}
	return cols
}

var (
	// `table.column` or `schema.table`: two snake_case words in backticks.
	dotted = regexp.MustCompile("`([a-z][a-z0-9_]*)\\.([a-z][a-z0-9_]*)`")
	// `name` called a table, view or row: "the `movements` table", "a `capital_transfers` row".
	called = regexp.MustCompile("`([a-z][a-z0-9_]*)` (?:tables?|views?|rows?)\\b|\\b(?:table|view) `([a-z][a-z0-9_]*)`")
	// Any single snake_case word in backticks, to catch a table's old name.
	word = regexp.MustCompile("`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`")
)

// TestDocsNameTablesTheMigrationsDefine fails when the README, docs/ or the chart's
// README names, in backticks, a table or a column that the migrations do not leave
// defined: `table.column` with a table the migrations define, `schema.table` for the
// network schemas, a name the text calls a table, view or row, and any name a table
// had before a migration renamed or dropped it. CHANGELOG.md is history and may name
// old tables.
func TestDocsNameTablesTheMigrationsDefine(t *testing.T) {
	s := readSchema(t)
	if len(s.tables) < 20 || s.tables["movement_nodes"] == nil || !s.tables["movement_nodes"]["node_state"] {
		t.Fatalf("the migrations' schema was not read: %d tables", len(s.tables))
	}
	docs, err := filepath.Glob("../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	docs = append(docs, "../README.md", "../helm/qtg/README.md")
	var problems []string
	for _, path := range docs {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimPrefix(path, "../")
		for i, line := range strings.Split(string(b), "\n") {
			at := func(format string, args ...any) {
				problems = append(problems, fmt.Sprintf("%s:%d: ", name, i+1)+fmt.Sprintf(format, args...))
			}
			for _, m := range dotted.FindAllStringSubmatch(line, -1) {
				left, right := m[1], m[2]
				switch cols, isTable := s.tables[left]; {
				case left == "mainnet" || left == "testnet":
					if _, ok := s.tables[right]; !ok && s.gone[right] != "" {
						at("`%s.%s`: table %s was %s", left, right, right, s.gone[right])
					}
				case isTable && cols != nil && !cols[right]:
					at("`%s.%s`: no migration defines column %s of %s", left, right, right, left)
				case !isTable && s.gone[left] != "":
					at("`%s.%s`: table %s was %s", left, right, left, s.gone[left])
				}
			}
			for _, m := range called.FindAllStringSubmatch(line, -1) {
				table := m[1] + m[2]
				if _, ok := s.tables[table]; !ok && !strings.HasPrefix(table, "pg_") {
					at("`%s` is called a table, view or row, but no migration defines it", table)
				}
			}
			for _, m := range word.FindAllStringSubmatch(line, -1) {
				if _, ok := s.tables[m[1]]; !ok && s.gone[m[1]] != "" {
					at("`%s`: table %s was %s", m[1], m[1], s.gone[m[1]])
				}
			}
		}
	}
	slices.Sort(problems)
	problems = slices.Compact(problems)
	if len(problems) > 0 {
		t.Errorf("docs name tables or columns the migrations do not define:\n%s", strings.Join(problems, "\n"))
	}
}

var (
	mdLink     = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	mdHeading  = regexp.MustCompile(`(?m)^#{1,6} +(.+?) *$`)
	mdFence    = regexp.MustCompile("(?ms)^```.*?^```")
	mdCode     = regexp.MustCompile("`[^`\n]*`")
	notSlugged = regexp.MustCompile(`[^\p{L}\p{N}_\- ]`)
)

// anchors returns the heading anchors GitHub gives a Markdown file: lower case,
// punctuation dropped, spaces as hyphens, a repeated heading numbered.
func anchors(text string) map[string]bool {
	seen := map[string]int{}
	out := map[string]bool{}
	for _, m := range mdHeading.FindAllStringSubmatch(mdFence.ReplaceAllString(text, ""), -1) {
		slug := strings.ReplaceAll(notSlugged.ReplaceAllString(strings.ToLower(strings.ReplaceAll(m[1], "`", "")), ""), " ", "-")
		if n := seen[slug]; n > 0 {
			out[fmt.Sprintf("%s-%d", slug, n)] = true
		} else {
			out[slug] = true
		}
		seen[slug]++
	}
	return out
}

// TestDocsLinksResolve fails when a relative link in the repository's Markdown points
// at a file that is not there, or at a heading its target does not have: text moves
// between the README and docs/, and a link must follow it.
func TestDocsLinksResolve(t *testing.T) {
	root := ".."
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".md") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 10 {
		t.Fatalf("found %d Markdown files", len(files))
	}
	cache := map[string]map[string]bool{}
	headings := func(path string) map[string]bool {
		if _, ok := cache[path]; !ok {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			cache[path] = anchors(string(b))
		}
		return cache[path]
	}
	var problems []string
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		text := mdCode.ReplaceAllString(mdFence.ReplaceAllString(string(b), ""), "")
		for _, m := range mdLink.FindAllStringSubmatch(text, -1) {
			link := m[1]
			if strings.Contains(link, "://") || strings.HasPrefix(link, "mailto:") {
				continue
			}
			path, anchor, _ := strings.Cut(link, "#")
			target := file
			if path != "" {
				target = filepath.Join(filepath.Dir(file), path)
			}
			name := strings.TrimPrefix(file, "../")
			if _, err := os.Stat(target); err != nil {
				problems = append(problems, fmt.Sprintf("%s: %s: no such file", name, link))
				continue
			}
			if anchor != "" && strings.HasSuffix(target, ".md") && !headings(target)[anchor] {
				problems = append(problems, fmt.Sprintf("%s: %s: no such heading", name, link))
			}
		}
	}
	if len(problems) > 0 {
		t.Errorf("broken links in the Markdown:\n%s", strings.Join(problems, "\n"))
	}
}
