resource "azurerm_kubernetes_cluster" "main" { # want "hcl/azure-aks-monitoring-off"
  name                = "main"
  location            = "westeurope"
  resource_group_name = azurerm_resource_group.main.name
  dns_prefix          = "main"
  default_node_pool {
    name       = "default"
    node_count = 3
    vm_size    = "Standard_D2_v2"
  }
}

resource "azurerm_kubernetes_cluster" "old" { # want "hcl/azure-aks-monitoring-off"
  name                = "old"
  location            = "westeurope"
  resource_group_name = azurerm_resource_group.main.name
  dns_prefix          = "old"
  addon_profile {
    oms_agent {
      enabled = false
    }
  }
}
