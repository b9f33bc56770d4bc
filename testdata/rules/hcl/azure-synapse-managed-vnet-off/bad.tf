resource "azurerm_synapse_workspace" "main" { # want "hcl/azure-synapse-managed-vnet-off"
  name                                 = "acme-synapse"
  resource_group_name                  = azurerm_resource_group.main.name
  location                             = "westeurope"
  storage_data_lake_gen2_filesystem_id = azurerm_storage_data_lake_gen2_filesystem.main.id
}
