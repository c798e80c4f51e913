// Package e2e tests QTG's workers as the separate OS processes they are deployed as:
// built binaries, real Postgres, real signals. It has no code of its own.
package e2e
