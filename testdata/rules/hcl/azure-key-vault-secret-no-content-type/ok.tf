resource "azurerm_key_vault_secret" "db" {
  name            = "db-password"
  value           = random_password.db.result
  key_vault_id    = azurerm_key_vault.main.id
  content_type    = "password"
  expiration_date = "2026-12-31T00:00:00Z"
}
