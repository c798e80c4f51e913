package migrate

import (
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
)

// scramIterations is PostgreSQL's default scram_iterations (4096).
const scramIterations = 4096

// scramVerifier returns the SCRAM-SHA-256 verifier of password in the form PostgreSQL
// stores in pg_authid (RFC 5802 and RFC 7677; PostgreSQL's scram_build_secret):
// SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>. CREATE or ALTER ROLE …
// PASSWORD '<verifier>' stores it as is, so the statement — which the server may log
// (log_statement = ddl), and pg_stat_activity shows while it runs — never holds the
// password itself. Written here because pgx has no verifier builder.
func scramVerifier(password string) (string, error) {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("scram salt: %w", err)
	}
	return scramVerifierWith(password, salt, scramIterations)
}

func scramVerifierWith(password string, salt []byte, iterations int) (string, error) {
	// PostgreSQL SASLprep-normalises the password first; for printable ASCII (what QTG
	// generates, and what the chart's examples make) that is the identity. Anything
	// else is refused rather than stored under a verifier the server would not match.
	for _, r := range password {
		if r < 0x21 || r > 0x7e {
			return "", fmt.Errorf("a login password must be printable ASCII without spaces (its SCRAM verifier is computed here, so the server never logs it)")
		}
	}
	salted, err := pbkdf2.Key(sha256.New, password, salt, iterations, sha256.Size)
	if err != nil {
		return "", fmt.Errorf("scram: %w", err)
	}
	clientKey := hmacSHA256(salted, "Client Key")
	storedKey := sha256.Sum256(clientKey)
	serverKey := hmacSHA256(salted, "Server Key")
	b64 := base64.StdEncoding.EncodeToString
	return fmt.Sprintf("SCRAM-SHA-256$%d:%s$%s:%s", iterations, b64(salt), b64(storedKey[:]), b64(serverKey)), nil
}

func hmacSHA256(key []byte, msg string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(msg))
	return m.Sum(nil)
}
