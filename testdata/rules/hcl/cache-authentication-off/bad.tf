resource "azurerm_redis_cache" "sessions" { # want "hcl/cache-authentication-off: authentication_enabled = false"
  name                = "sessions"
  location            = "westeurope"
  resource_group_name = "rg"
  capacity            = 1
  family              = "P"
  sku_name            = "Premium"
  subnet_id           = azurerm_subnet.cache.id
  redis_configuration {
    authentication_enabled = false
  }
}
