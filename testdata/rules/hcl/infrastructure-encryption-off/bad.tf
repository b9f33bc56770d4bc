resource "azurerm_storage_account" "records" { # want "hcl/infrastructure-encryption-off"
  name                              = "records"
  resource_group_name               = azurerm_resource_group.rg.name
  location                          = azurerm_resource_group.rg.location
  account_tier                      = "Standard"
  account_replication_type          = "GRS"
  infrastructure_encryption_enabled = false
}

resource "azurerm_kusto_cluster" "telemetry" { # want "hcl/infrastructure-encryption-off"
  name                      = "telemetry"
  location                  = azurerm_resource_group.rg.location
  resource_group_name       = azurerm_resource_group.rg.name
  double_encryption_enabled = false
  sku {
    name     = "Standard_D13_v2"
    capacity = 2
  }
}
