// Package client dials QTG's gRPC gateway the way qtgctl does, for Go services that
// embed QTG's API (the generated stubs are in package qtgv1).
package client

import "google.golang.org/grpc"

// RetryServiceConfig retries every QTG call that fails with UNAVAILABLE (the gateway
// restarting, a load balancer with no ready backend) up to 4 attempts in all, with
// exponential backoff, so a rolling restart does not fail a caller's request. It is
// safe for every method: creates carry an idempotency key and every transition is a
// compare-and-set. A server stream is not retried once it delivered a message: resume
// WatchMovement with after_cursor. docs/api.md shows the same JSON for clients in other
// languages; a test keeps them equal.
const RetryServiceConfig = `{
  "methodConfig": [{
    "name": [
      {"service": "qtg.v1.MovementService"},
      {"service": "qtg.v1.TemplateService"},
      {"service": "qtg.v1.OpsService"}
    ],
    "retryPolicy": {
      "maxAttempts": 4,
      "initialBackoff": "0.2s",
      "maxBackoff": "2s",
      "backoffMultiplier": 2,
      "retryableStatusCodes": ["UNAVAILABLE"]
    }
  }]
}`

// New returns a client connection to the gateway at target with RetryServiceConfig as
// its default service config; opts come after it (transport credentials are the
// caller's choice: TLS in production).
func New(target string, opts ...grpc.DialOption) (*grpc.ClientConn, error) {
	return grpc.NewClient(target, append([]grpc.DialOption{grpc.WithDefaultServiceConfig(RetryServiceConfig)}, opts...)...)
}
