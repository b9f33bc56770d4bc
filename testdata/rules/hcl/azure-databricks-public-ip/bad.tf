resource "azurerm_databricks_workspace" "analytics" { # want "hcl/azure-databricks-public-ip"
  name                = "analytics"
  resource_group_name = azurerm_resource_group.data.name
  location            = azurerm_resource_group.data.location
  sku                 = "premium"

  custom_parameters {
    no_public_ip        = false
    virtual_network_id  = azurerm_virtual_network.data.id
    public_subnet_name  = azurerm_subnet.public.name
    private_subnet_name = azurerm_subnet.private.name
  }
}
