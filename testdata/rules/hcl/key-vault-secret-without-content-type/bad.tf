resource "azurerm_key_vault_secret" "db_password" { # want "hcl/key-vault-secret-without-content-type: azurerm_key_vault_secret sets no content_type"
  name            = "db-password"
  value           = random_password.db.result
  key_vault_id    = azurerm_key_vault.main.id
  expiration_date = "2027-01-01T00:00:00Z"
}
