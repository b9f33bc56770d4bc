resource "azurerm_kubernetes_cluster" "main" { # want "hcl/aks-automatic-upgrade-unset"
  name                = "aks-main"
  location            = azurerm_resource_group.main.location
  resource_group_name = azurerm_resource_group.main.name
  dns_prefix          = "main"
  kubernetes_version  = "1.30"

  default_node_pool {
    name       = "system"
    node_count = 3
    vm_size    = "Standard_D4s_v5"
  }

  identity {
    type = "SystemAssigned"
  }
}
