// Package secrets holds a hard-coded password.
package secrets

// dbPassword is a credential in the code.
const dbPassword = "Zq8#mV2!pL9xR4tW" // want `^secrets High gosec/G101 Potential hardcoded credentials$`

// passwordField names a form field; it is not a credential.
const passwordField = "password"

// DSN uses both.
func DSN() string { return "user:" + dbPassword + "@db/" + passwordField }
