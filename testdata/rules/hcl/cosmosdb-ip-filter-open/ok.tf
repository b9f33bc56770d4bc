resource "azurerm_cosmosdb_account" "orders" {
  name                              = "orders-db"
  location                          = azurerm_resource_group.app.location
  resource_group_name               = azurerm_resource_group.app.name
  offer_type                        = "Standard"
  kind                              = "GlobalDocumentDB"
  ip_range_filter                   = ["203.0.113.10", "10.0.0.0/16"]
  is_virtual_network_filter_enabled = true

  virtual_network_rule {
    id = azurerm_subnet.app.id
  }

  consistency_policy {
    consistency_level = "Session"
  }

  geo_location {
    location          = "westeurope"
    failover_priority = 0
  }
}

resource "azurerm_cosmosdb_account" "module" {
  name                = var.name
  location            = var.location
  resource_group_name = var.resource_group_name
  offer_type          = "Standard"
  ip_range_filter     = var.allowed_ip_ranges

  consistency_policy {
    consistency_level = "Session"
  }

  geo_location {
    location          = var.location
    failover_priority = 0
  }
}

# an address that only starts like 0.0.0.0 is another address
resource "azurerm_cosmosdb_account" "office" {
  name                = "office-db"
  location            = "westeurope"
  resource_group_name = "rg-app"
  offer_type          = "Standard"
  ip_range_filter     = "10.0.0.0/8,100.0.0.0/24"

  consistency_policy {
    consistency_level = "Session"
  }

  geo_location {
    location          = "westeurope"
    failover_priority = 0
  }
}
