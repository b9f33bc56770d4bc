resource "azurerm_storage_sync" "files" {
  name                    = "files-sync"
  resource_group_name     = azurerm_resource_group.files.name
  location                = azurerm_resource_group.files.location
  incoming_traffic_policy = "AllowVirtualNetworksOnly"
}

resource "azurerm_storage_sync" "module" {
  name                    = var.name
  resource_group_name     = var.resource_group_name
  location                = var.location
  incoming_traffic_policy = var.incoming_traffic_policy
}

resource "azurerm_storage_sync_group" "files" {
  name            = "files-group"
  storage_sync_id = azurerm_storage_sync.files.id
}
