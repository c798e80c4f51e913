// Package api holds the Go code generated from the protobuf definitions in proto/
// (the gRPC gateway's public API). Nothing in it is written by hand.
package api
