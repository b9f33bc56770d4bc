resource "azurerm_container_registry" "l" { # want "hcl/registry-content-trust-off"
  name                          = "l"
  resource_group_name           = "rg"
  location                      = "westeurope"
  sku                           = "Premium"
  public_network_access_enabled = false
  trust_policy {
    enabled = false
  }
}
