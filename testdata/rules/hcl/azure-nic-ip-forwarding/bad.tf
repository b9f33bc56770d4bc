resource "azurerm_network_interface" "app" { # want "hcl/azure-nic-ip-forwarding"
  name                 = "app"
  location             = "westeurope"
  resource_group_name  = azurerm_resource_group.main.name
  enable_ip_forwarding = true
  ip_configuration {
    name                          = "internal"
    subnet_id                     = azurerm_subnet.internal.id
    private_ip_address_allocation = "Dynamic"
  }
}
