resource "azurerm_synapse_workspace" "main" {
  name                                 = "acme-synapse"
  resource_group_name                  = azurerm_resource_group.main.name
  location                             = "westeurope"
  storage_data_lake_gen2_filesystem_id = azurerm_storage_data_lake_gen2_filesystem.main.id
  managed_virtual_network_enabled      = true
}
