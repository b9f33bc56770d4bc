resource "azurerm_redis_cache" "sessions" {
  name                = "sessions"
  location            = "westeurope"
  resource_group_name = "rg"
  capacity            = 1
  family              = "P"
  sku_name            = "Premium"
  redis_configuration {
    active_directory_authentication_enabled = true
  }
}
