resource "azurerm_synapse_workspace" "analytics" { # want "hcl/synapse-exfiltration-protection-off"
  name                                 = "analytics"
  resource_group_name                  = azurerm_resource_group.rg.name
  location                             = azurerm_resource_group.rg.location
  storage_data_lake_gen2_filesystem_id = azurerm_storage_data_lake_gen2_filesystem.fs.id
  managed_virtual_network_enabled      = true
  data_exfiltration_protection_enabled = false
}
