package gateway

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"strings"
	"time"

	"connectrpc.com/vanguard"
	"connectrpc.com/vanguard/vanguardgrpc"
	"github.com/rs/zerolog"
)

// The HTTP/JSON surface (docs/api.md, "HTTP/JSON") is the Connect protocol
// (connectrpc.com/docs/protocol) on its own listener, transcoded by Vanguard into
// gRPC calls that this same *grpc.Server serves: vanguardgrpc.NewTranscoder
// (connectrpc.com/vanguard v0.4.0, vanguardgrpc/vanguardgrpc.go) routes every
// transcoded request to grpc.Server.ServeHTTP, which runs the server's interceptors
// and stats handlers (grpc-go v1.85.0, server.go ServeHTTP → serveStreams). So an
// HTTP call is authenticated, rate limited, validated and answered with ErrorInfo,
// BadRequest and RetryInfo exactly as a gRPC call is: the request's headers become
// its metadata (authorization, traceparent), its TLS state the peer's AuthInfo
// (internal/transport/handler_server.go), and a gRPC status becomes Connect's error
// JSON with each detail's type, bytes and JSON form (vanguard protocol_connect.go
// connectErrorToWireError). grpc-gateway's in-process handlers
// (RegisterXHandlerServer) call the service methods directly, past every
// interceptor, and its proxy mode adds a client connection per replica and a
// loopback hop per call.
//
// A listener of its own, rather than one port for both, keeps gRPC on grpc-go's own
// HTTP/2 transport (keepalive, MaxConcurrentStreams, ConnectionTimeout): served
// through net/http, grpc-go ignores those options. The HTTP listener shares the TLS
// configuration (mTLS included) and the per-source and pre-authentication
// connection limits (conns.go).

// maxRecvBytes bounds one request: the largest template definition and room for the
// rest of its message.
const maxRecvBytes = maxDefinitionBytes + 64<<10

// httpHandler transcodes Connect, gRPC-Web and gRPC requests into calls on s.grpc.
func (s *Server) httpHandler() (http.Handler, error) {
	h, err := vanguardgrpc.NewTranscoder(s.grpc, vanguard.WithDefaultServiceOptions(vanguard.WithMaxMessageBufferBytes(maxRecvBytes)))
	if err != nil {
		return nil, fmt.Errorf("gateway: http transcoder: %w", err)
	}
	return connectUnaryByDefault(h), nil
}

// connectUnaryByDefault marks a POST of JSON or binary protobuf as a Connect unary
// call when the caller left out Connect-Protocol-Version: Vanguard takes such a
// request for the REST protocol otherwise (transcoder.go classifyRequest), and this
// gateway has no REST routes (no google.api.http annotations), so that would only
// answer 404 to a caller following the OpenAPI document, which does not name the
// header.
func connectUnaryByDefault(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ct := r.Header.Get("Content-Type")
		if r.Method == http.MethodPost && r.Header.Get("Connect-Protocol-Version") == "" &&
			(ct == "application/json" || ct == "application/proto" || strings.HasPrefix(ct, "application/json;")) {
			r = r.Clone(r.Context())
			r.Header.Set("Connect-Protocol-Version", "1")
		}
		next.ServeHTTP(w, r)
	})
}

// newHTTPServer is the HTTP/JSON server: HTTP/1.1 and HTTP/2 (h2c without TLS, so
// that curl's plain requests and HTTP/2 clients both work), with the gRPC
// listener's handshake, idle and concurrency limits.
func (s *Server) newHTTPServer(tlsConfig *tls.Config) (*http.Server, error) {
	h, err := s.httpHandler()
	if err != nil {
		return nil, err
	}
	var protocols http.Protocols
	protocols.SetHTTP1(true)
	if tlsConfig != nil {
		protocols.SetHTTP2(true)
	} else {
		protocols.SetUnencryptedHTTP2(true)
	}
	return &http.Server{
		Handler:   h,
		TLSConfig: tlsConfig,
		Protocols: &protocols,
		HTTP2:     &http.HTTP2Config{MaxConcurrentStreams: int(s.limits.MaxConcurrentStreams)},
		// The TLS handshake and the request's headers (net/http bounds the handshake
		// by this too); no write timeout, since WatchMovement streams.
		ReadHeaderTimeout: s.limits.HandshakeTimeout,
		IdleTimeout:       s.limits.MaxConnectionIdle,
		MaxHeaderBytes:    64 << 10,
		// Calls on a connection inherit its tracker, so an authenticated call marks it
		// (conns.go) as the gRPC stats handler's TagConn does.
		ConnContext: s.conns.connContext,
		ErrorLog:    httpErrorLog(s.log),
	}, nil
}

// serveHTTP serves hs on l until it is shut down.
func serveHTTP(hs *http.Server, l net.Listener) error {
	var err error
	if hs.TLSConfig != nil {
		err = hs.ServeTLS(l, "", "")
	} else {
		err = hs.Serve(l)
	}
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// shutdownHTTP stops accepting HTTP requests and waits for those in flight until
// deadline; past it, it closes their connections.
func shutdownHTTP(hs *http.Server, deadline time.Time) {
	ctx, cancel := context.WithDeadline(context.Background(), deadline)
	defer cancel()
	if err := hs.Shutdown(ctx); err != nil {
		_ = hs.Close()
	}
}

// httpErrorLog sends net/http's own messages (bad handshakes, malformed requests) to
// the gateway's logger at debug level: they are the caller's faults.
func httpErrorLog(l zerolog.Logger) *log.Logger {
	return log.New(debugWriter{log: l}, "", 0)
}

type debugWriter struct{ log zerolog.Logger }

func (w debugWriter) Write(p []byte) (int, error) {
	w.log.Debug().Str("server", "http").Msg(strings.TrimSpace(string(p)))
	return len(p), nil
}
