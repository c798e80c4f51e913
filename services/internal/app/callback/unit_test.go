package callback

import (
	"net/http"
	"net/netip"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestRetryDelay(t *testing.T) {
	t.Parallel()
	const base, ceiling = time.Second, time.Minute
	tests := []struct {
		name       string
		attempt    int
		retryAfter time.Duration
		r          float64
		want       time.Duration
	}{
		{name: "first attempt, low draw", attempt: 1, r: 0, want: 500 * time.Millisecond},
		{name: "first attempt, high draw", attempt: 1, r: 1, want: time.Second},
		{name: "third attempt doubles twice", attempt: 3, r: 1, want: 4 * time.Second},
		{name: "third attempt, low draw is half", attempt: 3, r: 0, want: 2 * time.Second},
		{name: "capped at the ceiling", attempt: 30, r: 1, want: ceiling},
		{name: "huge attempt does not overflow", attempt: 1 << 30, r: 0.5, want: 45 * time.Second},
		{name: "longer Retry-After wins", attempt: 1, retryAfter: 10 * time.Second, r: 1, want: 10 * time.Second},
		{name: "shorter Retry-After loses", attempt: 3, retryAfter: time.Millisecond, r: 1, want: 4 * time.Second},
		{name: "Retry-After capped at the ceiling", attempt: 1, retryAfter: time.Hour, r: 0, want: ceiling},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tt.want, retryDelay(base, ceiling, tt.attempt, tt.retryAfter, tt.r))
		})
	}
}

func TestParseRetryAfter(t *testing.T) {
	t.Parallel()
	now := time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)
	tests := []struct {
		name   string
		value  string
		want   time.Duration
		wantOK bool
	}{
		{name: "seconds", value: "120", want: 2 * time.Minute, wantOK: true},
		{name: "zero", value: "0", want: 0, wantOK: true},
		{name: "spaces", value: " 5 ", want: 5 * time.Second, wantOK: true},
		{name: "absent", value: "", wantOK: false},
		{name: "garbage", value: "soon", wantOK: false},
		{name: "negative", value: "-1", wantOK: false},
		{name: "fraction", value: "1.5", wantOK: false},
		{name: "huge is capped", value: "99999999999999999999999", want: maxRetryAfter, wantOK: true},
		{name: "large is capped", value: "9999999999", want: maxRetryAfter, wantOK: true},
		{name: "HTTP date ahead", value: now.Add(90 * time.Second).Format(http.TimeFormat), want: 90 * time.Second, wantOK: true},
		{name: "HTTP date past", value: now.Add(-time.Hour).Format(http.TimeFormat), want: 0, wantOK: true},
		{name: "RFC 850 date", value: "Tuesday, 04-Mar-25 05:07:07 GMT", want: time.Minute, wantOK: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, ok := parseRetryAfter(tt.value, now)
			require.Equal(t, tt.wantOK, ok)
			require.Equal(t, tt.want, got)
		})
	}
}

func TestCheckAddr(t *testing.T) {
	t.Parallel()
	tests := []struct {
		addr    string
		refused bool
	}{
		{"127.0.0.1", true},
		{"127.5.6.7", true},
		{"10.1.2.3", true},
		{"172.16.0.1", true},
		{"192.168.1.1", true},
		{"169.254.169.254", true}, // cloud metadata
		{"0.0.0.0", true},
		{"0.1.2.3", true},
		{"100.64.0.1", true},
		{"224.0.0.1", true},
		{"255.255.255.255", true},
		{"::1", true},
		{"::", true},
		{"::ffff:127.0.0.1", true},
		{"::ffff:10.0.0.1", true},
		{"::ffff:169.254.169.254", true},
		{"fe80::1", true},
		{"fe80::1%eth0", true},
		{"fc00::1", true},
		{"fd12:3456::1", true},
		{"ff02::1", true},
		{"64:ff9b::a00:1", true},
		{"2002:a00:1::1", true},
		// IPv6 special-purpose ranges that were missing.
		{"::a00:1", true},            // IPv4-compatible
		{"::ffff:0:a9fe:a9fe", true}, // IPv4-translated 169.254.169.254
		{"2001::1", true},            // Teredo
		{"2001:2::1", true},          // benchmarking
		{"2001:20::1", true},         // ORCHIDv2
		{"3fff::1", true},            // documentation
		{"5f00::1", true},            // SRv6 SIDs
		{"8.8.8.8", false},
		{"93.184.216.34", false},
		{"::ffff:8.8.8.8", false},
		{"2606:4700:4700::1111", false},
	}
	for _, tt := range tests {
		t.Run(tt.addr, func(t *testing.T) {
			t.Parallel()
			err := checkAddr(netip.MustParseAddr(tt.addr))
			if tt.refused {
				require.ErrorIs(t, err, ErrDestinationRefused)
			} else {
				require.NoError(t, err)
			}
			// The dial hook sees host:port.
			err = dialControl("tcp", netip.AddrPortFrom(netip.MustParseAddr(tt.addr), 443).String(), nil)
			require.Equal(t, tt.refused, err != nil, "dial control for %s: %v", tt.addr, err)
		})
	}
}

func TestValidateURL(t *testing.T) {
	t.Parallel()
	tests := []struct {
		url string
		ok  bool
	}{
		{"https://hooks.example.com/qtg?x=1", true},
		{"http://hooks.example.com:8080/", true},
		{"ftp://hooks.example.com/", false},
		{"http://", false},
		{"/relative", false},
		{"https://[::1", false},
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			t.Parallel()
			_, err := validateURL(tt.url)
			if tt.ok {
				require.NoError(t, err)
			} else {
				require.ErrorIs(t, err, ErrInvalidURL)
			}
		})
	}
}

// CheckURL refuses at create time what delivery would refuse or must never reach
// (docs/security.md): other schemes, credentials, odd ports, special-purpose IP hosts (also
// IPv4-mapped IPv6 and numeric forms), localhost and local names; with allowPrivate
// (MG_CALLBACK_ALLOW_PRIVATE) only the host checks are off, as at delivery.
func TestCheckURL(t *testing.T) {
	t.Parallel()
	tests := []struct {
		url     string
		want    error // nil: accepted
		private error // with allowPrivate
	}{
		{url: "https://hooks.example.com/qtg?x=1"},
		{url: "http://hooks.example.com:8080/"},
		{url: "https://hooks.example.com:443/"},
		{url: "http://hooks.example.com:80/"},
		{url: "https://8.8.8.8/hook"},
		{url: "https://[2606:4700:4700::1111]:8443/"},
		{url: "https://hooks.example.com./"},
		{url: "ftp://hooks.example.com/", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "javascript:alert(1)", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "http:hooks.example.com", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "http://", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "/relative", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "https://[::1", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "https://user:pw@hooks.example.com/", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "https://user@hooks.example.com/", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "https://hooks.example.com:22/", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "https://hooks.example.com:0/", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "https://hooks.example.com:65536/", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "https://hooks.example.com:/", want: ErrInvalidURL, private: ErrInvalidURL},
		{url: "http://169.254.169.254/latest/meta-data/", want: ErrDestinationRefused},
		{url: "http://127.0.0.1:8080/", want: ErrDestinationRefused},
		{url: "http://10.0.0.1/", want: ErrDestinationRefused},
		{url: "http://[::1]:8080/", want: ErrDestinationRefused},
		{url: "http://[::ffff:169.254.169.254]/", want: ErrDestinationRefused},
		{url: "http://[::ffff:7f00:1]/", want: ErrDestinationRefused},
		{url: "http://[fe80::1%25eth0]/", want: ErrDestinationRefused},
		{url: "http://[fd00::1]/", want: ErrDestinationRefused},
		{url: "http://[64:ff9b::a9fe:a9fe]/", want: ErrDestinationRefused},
		{url: "http://0.0.0.0/", want: ErrDestinationRefused},
		{url: "http://2130706433/", want: ErrDestinationRefused},
		{url: "http://0x7f000001/", want: ErrDestinationRefused},
		{url: "http://0177.0.0.1/", want: ErrDestinationRefused},
		{url: "http://127.1/", want: ErrDestinationRefused},
		{url: "http://localhost:8080/", want: ErrDestinationRefused},
		{url: "http://LOCALHOST./", want: ErrDestinationRefused},
		{url: "http://api.localhost/", want: ErrDestinationRefused},
		{url: "http://printer.local/", want: ErrDestinationRefused},
		{url: "http://metadata.google.internal/", want: ErrDestinationRefused},
		{url: "http://redis.default.svc.cluster.local:6379/", want: ErrDestinationRefused},
		{url: "http://metadata/", want: ErrDestinationRefused},
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			t.Parallel()
			for _, c := range []struct {
				allowPrivate bool
				want         error
			}{{false, tt.want}, {true, tt.private}} {
				err := CheckURL(tt.url, c.allowPrivate)
				if c.want == nil {
					require.NoError(t, err, "allowPrivate %v", c.allowPrivate)
				} else {
					require.ErrorIs(t, err, c.want, "allowPrivate %v", c.allowPrivate)
				}
			}
		})
	}
}

func TestSignature(t *testing.T) {
	t.Parallel()
	current, previous, other := []byte("current-secret-0123456789"), []byte("previous-secret-0123456789"), []byte("someone-else-0123456789")
	body := []byte(`{"id":"x"}`)
	now := time.Unix(1_700_000_000, 0)
	rotated := Sign(now, body, current, previous)
	require.Regexp(t, `^t=1700000000,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$`, rotated)

	tests := []struct {
		name    string
		header  string
		body    []byte
		at      time.Time
		secrets [][]byte
		wantErr error
	}{
		{name: "current secret", header: rotated, body: body, at: now, secrets: [][]byte{current}},
		{name: "previous secret", header: rotated, body: body, at: now, secrets: [][]byte{previous}},
		{name: "receiver knows both", header: rotated, body: body, at: now, secrets: [][]byte{other, previous}},
		{name: "single secret", header: Sign(now, body, current), body: body, at: now, secrets: [][]byte{current}},
		{name: "unknown scheme ignored", header: "v0=zz," + rotated, body: body, at: now, secrets: [][]byte{current}},
		{name: "within tolerance", header: rotated, body: body, at: now.Add(4 * time.Minute), secrets: [][]byte{current}},
		{name: "wrong secret", header: rotated, body: body, at: now, secrets: [][]byte{other}, wantErr: ErrSignatureMismatch},
		{name: "tampered body", header: rotated, body: []byte(`{"id":"y"}`), at: now, secrets: [][]byte{current}, wantErr: ErrSignatureMismatch},
		{name: "old timestamp", header: rotated, body: body, at: now.Add(6 * time.Minute), secrets: [][]byte{current}, wantErr: ErrStaleSignature},
		{name: "future timestamp", header: rotated, body: body, at: now.Add(-6 * time.Minute), secrets: [][]byte{current}, wantErr: ErrStaleSignature},
		{name: "empty header", header: "", body: body, at: now, secrets: [][]byte{current}, wantErr: ErrMalformedSignature},
		{name: "no v1", header: "t=1700000000", body: body, at: now, secrets: [][]byte{current}, wantErr: ErrMalformedSignature},
		{name: "no t", header: "v1=00", body: body, at: now, secrets: [][]byte{current}, wantErr: ErrMalformedSignature},
		{name: "v1 not hex", header: "t=1700000000,v1=xyz", body: body, at: now, secrets: [][]byte{current}, wantErr: ErrMalformedSignature},
		{name: "timestamp moved", header: "t=1700000001" + rotated[len("t=1700000000"):], body: body, at: now, secrets: [][]byte{current}, wantErr: ErrSignatureMismatch},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := VerifySignature(tt.header, tt.body, tt.at, 5*time.Minute, tt.secrets...)
			if tt.wantErr == nil {
				require.NoError(t, err)
			} else {
				require.ErrorIs(t, err, tt.wantErr)
			}
		})
	}
}
