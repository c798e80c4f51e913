package console_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/qtgdev/qtg/services/internal/app/console"
)

// counting is an endless body that counts the bytes a server reads from it.
type counting struct{ read atomic.Int64 }

func (c *counting) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'a'
	}
	c.read.Add(int64(len(p)))
	return len(p), nil
}

// offline is a console whose gateway is never dialled: the requests of these tests are
// refused before any page calls it.
func offline(t *testing.T) *console.Server {
	t.Helper()
	conn, err := grpc.NewClient("passthrough:///gateway.invalid:1", grpc.WithTransportCredentials(insecure.NewCredentials()))
	require.NoError(t, err)
	t.Cleanup(func() { _ = conn.Close() })
	c, err := console.New(console.Config{Gateway: conn, Network: "testnet", Logger: zerolog.Nop()})
	require.NoError(t, err)
	return c
}

// An unauthenticated 80 MiB sign-in is refused: multipart with its length declared,
// with 413 before a byte of it is read; multipart without a length, with 415 before a
// byte is read; URL-encoded without a length, with 413 after at most the form limit.
func TestOversizedSignInIsRefusedBeforeItIsRead(t *testing.T) {
	t.Parallel()
	c := offline(t)
	const size = 80 << 20
	for _, tc := range []struct {
		contentType string
		declared    bool
		code        int
		maxRead     int64
	}{
		{"multipart/form-data; boundary=x", true, http.StatusRequestEntityTooLarge, 0},
		{"multipart/form-data; boundary=x", false, http.StatusUnsupportedMediaType, 0},
		{"application/x-www-form-urlencoded", false, http.StatusRequestEntityTooLarge, console.MaxFormBytes + 64<<10},
	} {
		body := &counting{}
		req := httptest.NewRequestWithContext(context.Background(), http.MethodPost, "https://console.test/signin", io.LimitReader(body, size))
		req.Header.Set("Content-Type", tc.contentType)
		req.ContentLength = -1
		if tc.declared {
			req.ContentLength = size
		}
		rec := httptest.NewRecorder()
		c.ServeHTTP(rec, req)
		require.Equal(t, tc.code, rec.Code, "%+v", tc)
		require.LessOrEqual(t, body.read.Load(), tc.maxRead, "%+v", tc)
	}
}

// A URL-encoded form over its route's limit is refused with 413 whatever its length
// says; one within it reaches the page (here: not signed in).
func TestFormsOverTheirLimitAreRefused(t *testing.T) {
	t.Parallel()
	c := offline(t)
	for _, tc := range []struct {
		path  string
		limit int
	}{{"/signin", console.MaxFormBytes}, {"/movements/x/cancel", console.MaxFormBytes},
		{"/movements", console.MaxMovementFormBytes}, {"/templates", console.MaxTemplateFormBytes}} {
		for _, n := range []int{tc.limit - 100, tc.limit + 1} {
			form := "csrf=x&reason=" + strings.Repeat("a", n-len("csrf=x&reason="))
			req := httptest.NewRequestWithContext(context.Background(), http.MethodPost, "https://console.test"+tc.path, io.NopCloser(strings.NewReader(form)))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.ContentLength = -1 // make the limit count what is read, not what is declared
			rec := httptest.NewRecorder()
			c.ServeHTTP(rec, req)
			if n > tc.limit {
				require.Equal(t, http.StatusRequestEntityTooLarge, rec.Code, "%s with %d bytes", tc.path, n)
			} else {
				require.NotEqual(t, http.StatusRequestEntityTooLarge, rec.Code, "%s with %d bytes", tc.path, n)
			}
		}
	}
	// A multipart form of any size is not a console form.
	req := httptest.NewRequestWithContext(context.Background(), http.MethodPost, "https://console.test/signin",
		strings.NewReader(url.Values{"token": {"t"}}.Encode()))
	req.Header.Set("Content-Type", "multipart/form-data; boundary=x")
	rec := httptest.NewRecorder()
	c.ServeHTTP(rec, req)
	require.Equal(t, http.StatusUnsupportedMediaType, rec.Code)
}
