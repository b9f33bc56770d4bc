resource "azurerm_eventgrid_topic" "orders" {
  name                = "orders"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  local_auth_enabled  = false
}

resource "azurerm_app_configuration" "cfg" {
  name                = "cfg"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  local_auth_enabled  = var.allow_keys
}

resource "azurerm_cosmosdb_account" "db" {
  name                          = "db"
  location                      = azurerm_resource_group.rg.location
  resource_group_name           = azurerm_resource_group.rg.name
  offer_type                    = "Standard"
  local_authentication_disabled = true
  consistency_policy {
    consistency_level = "Session"
  }
  geo_location {
    location          = azurerm_resource_group.rg.location
    failover_priority = 0
  }
}

module "bus" {
  source             = "./servicebus"
  local_auth_enabled = true
}
