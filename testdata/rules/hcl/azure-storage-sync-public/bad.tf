resource "azurerm_storage_sync" "files" { # want "hcl/azure-storage-sync-public"
  name                = "files-sync"
  resource_group_name = azurerm_resource_group.files.name
  location            = azurerm_resource_group.files.location
}

resource "azurerm_storage_sync" "open" { # want "hcl/azure-storage-sync-public"
  name                    = "open-sync"
  resource_group_name     = "rg-files"
  location                = "westeurope"
  incoming_traffic_policy = "AllowAllTraffic"
}
