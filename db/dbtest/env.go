package dbtest

import "os"

// lookupURL is the one place the package reads the environment.
func lookupURL() string { return os.Getenv("DATABASE_URL") }
