// Package api holds the Go code generated from the protobuf definitions in proto/
// (the gRPC gateway's public API, package qtgv1; nothing in it is written by hand) and
// package client, which dials the gateway with the retry policy qtgctl uses.
package api
