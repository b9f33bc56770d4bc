resource "azurerm_eventgrid_topic" "orders" { # want "hcl/azure-local-auth-enabled"
  name                = "orders"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  local_auth_enabled  = true
}

resource "azurerm_eventhub_namespace" "events" { # want "hcl/azure-local-auth-enabled"
  name                         = "events"
  location                     = azurerm_resource_group.rg.location
  resource_group_name          = azurerm_resource_group.rg.name
  sku                          = "Standard"
  local_authentication_enabled = "true"
}

variable "cosmos_local_auth_disabled" {
  type    = bool
  default = false
}

resource "azurerm_cosmosdb_account" "db" { # want "hcl/azure-local-auth-enabled"
  name                          = "db"
  location                      = azurerm_resource_group.rg.location
  resource_group_name           = azurerm_resource_group.rg.name
  offer_type                    = "Standard"
  local_authentication_disabled = var.cosmos_local_auth_disabled
  consistency_policy {
    consistency_level = "Session"
  }
  geo_location {
    location          = azurerm_resource_group.rg.location
    failover_priority = 0
  }
}
