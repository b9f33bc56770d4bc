resource "azurerm_key_vault_key" "cmk" {
  name         = "cmk"
  key_vault_id = azurerm_key_vault.main.id
  key_type     = "RSA-HSM"
  key_size     = 2048
  key_opts     = ["unwrapKey", "wrapKey"]
}
