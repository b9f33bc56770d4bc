resource "azurerm_key_vault" "app" { # want "hcl/azure-key-vault-purge-protection-off"
  name                = "app-kv"
  location            = azurerm_resource_group.app.location
  resource_group_name = azurerm_resource_group.app.name
  tenant_id           = data.azurerm_client_config.current.tenant_id
  sku_name            = "standard"
}

resource "azurerm_key_vault" "ops" { # want "hcl/azure-key-vault-purge-protection-off"
  name                     = "ops-kv"
  location                 = azurerm_resource_group.app.location
  resource_group_name      = azurerm_resource_group.app.name
  tenant_id                = data.azurerm_client_config.current.tenant_id
  sku_name                 = "standard"
  purge_protection_enabled = false
}
