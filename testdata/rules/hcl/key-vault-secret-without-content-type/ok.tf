resource "azurerm_key_vault_secret" "db_password" {
  name            = "db-password"
  value           = random_password.db.result
  content_type    = "password"
  key_vault_id    = azurerm_key_vault.main.id
  expiration_date = "2027-01-01T00:00:00Z"
}

# a data source reads a secret; it does not create one
data "azurerm_key_vault_secret" "api_key" {
  name         = "api-key"
  key_vault_id = data.azurerm_key_vault.shared.id
}
