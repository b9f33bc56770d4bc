resource "azurerm_cosmosdb_account" "orders" { # want "hcl/cosmosdb-ip-filter-open"
  name                = "orders-db"
  location            = azurerm_resource_group.app.location
  resource_group_name = azurerm_resource_group.app.name
  offer_type          = "Standard"
  kind                = "GlobalDocumentDB"
  ip_range_filter     = ["203.0.113.10", "0.0.0.0"]

  consistency_policy {
    consistency_level = "Session"
  }

  geo_location {
    location          = "westeurope"
    failover_priority = 0
  }
}

resource "azurerm_cosmosdb_account" "legacy" { # want "hcl/cosmosdb-ip-filter-open"
  name                = "legacy-db"
  location            = "westeurope"
  resource_group_name = "rg-app"
  offer_type          = "Standard"
  ip_range_filter     = "104.42.195.92,40.76.54.131,0.0.0.0"

  consistency_policy {
    consistency_level = "Eventual"
  }

  geo_location {
    location          = "westeurope"
    failover_priority = 0
  }
}
