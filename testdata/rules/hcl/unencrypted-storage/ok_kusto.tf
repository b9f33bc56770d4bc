resource "azurerm_kusto_cluster" "adx" {
  name                   = "acmeadx"
  location               = "westeurope"
  resource_group_name    = azurerm_resource_group.main.name
  enable_disk_encryption = true
}
