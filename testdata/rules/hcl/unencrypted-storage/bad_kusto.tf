resource "azurerm_kusto_cluster" "adx" { # want "hcl/unencrypted-storage"
  name                   = "acmeadx"
  location               = "westeurope"
  resource_group_name    = azurerm_resource_group.main.name
  enable_disk_encryption = false
}
