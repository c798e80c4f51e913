package callback

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"strings"
)

// ReceiverSecrets maps a receiver's origin (Origin of its callback URL) to the secrets
// that sign its callbacks, newest first. With one shared secret every receiver can
// forge another's events; a secret per receiver can only sign for its own
// (docs/security.md).
type ReceiverSecrets map[string][][]byte

// receiversFile is the format of MG_CALLBACK_SECRETS_FILE.
type receiversFile struct {
	Receivers []struct {
		Origin  string   `json:"origin"`
		Secrets []string `json:"secrets"`
	} `json:"receivers"`
}

// LoadReceiverSecrets reads a receivers' secrets file:
//
//	{"receivers":[{"origin":"https://hooks.example.com","secrets":["<newest>","<previous>"]}]}
//
// Each origin is a scheme and host (and port), without a path; each has one or two
// secrets (two during its rotation) of at least MinSecretLen bytes. The file must not
// be readable by others than its owner and group (a mounted Secret is 0440 or 0400).
func LoadReceiverSecrets(path string) (ReceiverSecrets, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("callback receivers' secrets: %w", err)
	}
	if info.Mode().Perm()&0o004 != 0 {
		return nil, fmt.Errorf("callback receivers' secrets: %s is readable by everyone (mode %v); make it 0440 or stricter", path, info.Mode().Perm())
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("callback receivers' secrets: %w", err)
	}
	var f receiversFile
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("callback receivers' secrets %s: %w", path, err)
	}
	out := ReceiverSecrets{}
	var problems []error
	for i, r := range f.Receivers {
		origin, err := Origin(r.Origin)
		u, _ := url.Parse(r.Origin)
		switch {
		case err != nil:
			problems = append(problems, fmt.Errorf("receivers[%d].origin: %w", i, err))
			continue
		case (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.User != nil:
			problems = append(problems, fmt.Errorf("receivers[%d].origin: want only a scheme and host (and port), such as %s", i, origin))
			continue
		case out[origin] != nil:
			problems = append(problems, fmt.Errorf("receivers[%d].origin %q: listed twice", i, r.Origin))
			continue
		case len(r.Secrets) == 0 || len(r.Secrets) > MaxSecrets:
			problems = append(problems, fmt.Errorf("receivers[%d] (%s): want 1 to %d secrets, got %d", i, origin, MaxSecrets, len(r.Secrets)))
			continue
		}
		for j, s := range r.Secrets {
			if len(s) < MinSecretLen {
				problems = append(problems, fmt.Errorf("receivers[%d] (%s): secret %d is shorter than %d bytes", i, origin, j+1, MinSecretLen))
			}
			out[origin] = append(out[origin], []byte(s))
		}
	}
	if err := errors.Join(problems...); err != nil {
		return nil, fmt.Errorf("callback receivers' secrets %s: %w", path, err)
	}
	return out, nil
}

// Origin returns the origin a callback URL's secret is looked up by: its scheme and
// host, lower-cased, with the port only when it is not the scheme's default. Paths,
// queries and credentials do not take part: one receiver, one secret.
func Origin(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("%w: %s", ErrInvalidURL, redactText(err.Error(), raw))
	}
	scheme := strings.ToLower(u.Scheme)
	if scheme != "http" && scheme != "https" {
		return "", fmt.Errorf("%w: scheme %q is not http or https", ErrInvalidURL, u.Scheme)
	}
	host := strings.ToLower(u.Hostname())
	if host == "" {
		return "", fmt.Errorf("%w: no host", ErrInvalidURL)
	}
	port := u.Port()
	if (scheme == "http" && port == "80") || (scheme == "https" && port == "443") {
		port = ""
	}
	if port != "" {
		return scheme + "://" + net.JoinHostPort(host, port), nil
	}
	if strings.Contains(host, ":") {
		return scheme + "://[" + host + "]", nil
	}
	return scheme + "://" + host, nil
}

// redactText replaces the query string and credentials of the callback URL raw
// wherever they appear in s: a receiver's URL may carry a token in its query, which
// must not reach the logs or last_error.
func redactText(s, raw string) string {
	u, err := url.Parse(raw)
	if err == nil && u.User != nil {
		s = strings.ReplaceAll(s, u.User.String()+"@", "")
	}
	if _, query, ok := strings.Cut(raw, "?"); ok && query != "" {
		s = strings.ReplaceAll(s, "?"+query, "?…")
		if err == nil && u.RawQuery != "" && u.RawQuery != query {
			s = strings.ReplaceAll(s, "?"+u.RawQuery, "?…")
		}
	}
	return s
}
