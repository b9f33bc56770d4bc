resource "azurerm_key_vault_secret" "db" {
  name            = "db-password"
  value           = random_password.db.result
  key_vault_id    = azurerm_key_vault.app.id
  expiration_date = "2026-12-31T00:00:00Z"
}

resource "azurerm_key_vault_key" "data" {
  name         = "data"
  key_vault_id = azurerm_key_vault.app.id
  key_type     = "RSA"
  key_size     = 3072
  key_opts     = ["decrypt", "encrypt", "unwrapKey", "wrapKey"]
  rotation_policy {
    expire_after         = "P90D"
    notify_before_expiry = "P29D"
  }
}
