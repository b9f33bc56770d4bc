resource "azurerm_postgresql_server" "pg" { # want "hcl/azure-public-network-access"
  name                          = "acme-pg"
  resource_group_name           = azurerm_resource_group.app.name
  location                      = azurerm_resource_group.app.location
  sku_name                      = "GP_Gen5_2"
  version                       = "11"
  ssl_enforcement_enabled       = true
  public_network_access_enabled = true
}

resource "azurerm_redis_cache" "sessions" { # want "hcl/azure-public-network-access: azurerm_redis_cache"
  name                = "acme-sessions"
  location            = azurerm_resource_group.app.location
  resource_group_name = azurerm_resource_group.app.name
  capacity            = 1
  family              = "C"
  sku_name            = "Standard"
}

resource "azurerm_container_registry" "acr" { # want "hcl/azure-public-network-access: azurerm_container_registry"
  name                = "acmeregistry"
  resource_group_name = azurerm_resource_group.app.name
  location            = azurerm_resource_group.app.location
  sku                 = "Premium"
}
