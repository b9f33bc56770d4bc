resource "azurerm_key_vault_secret" "db" { # want "hcl/azure-key-vault-item-no-expiry"
  name         = "db-password"
  value        = random_password.db.result
  key_vault_id = azurerm_key_vault.app.id
}
