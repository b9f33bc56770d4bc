resource "azurerm_storage_account" "records" {
  name                              = "records"
  resource_group_name               = azurerm_resource_group.rg.name
  location                          = azurerm_resource_group.rg.location
  account_tier                      = "Standard"
  account_replication_type          = "GRS"
  infrastructure_encryption_enabled = true
}

resource "azurerm_kusto_cluster" "telemetry" {
  name                      = "telemetry"
  location                  = azurerm_resource_group.rg.location
  resource_group_name       = azurerm_resource_group.rg.name
  double_encryption_enabled = var.double_encryption
  sku {
    name     = "Standard_D13_v2"
    capacity = 2
  }
}
