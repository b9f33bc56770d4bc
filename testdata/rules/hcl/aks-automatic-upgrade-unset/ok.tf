variable "upgrade_channel" {
  type    = string
  default = "stable"
}

resource "azurerm_kubernetes_cluster" "main" {
  name                      = "aks-main"
  location                  = azurerm_resource_group.main.location
  resource_group_name       = azurerm_resource_group.main.name
  dns_prefix                = "main"
  automatic_upgrade_channel = "patch"

  default_node_pool {
    name       = "system"
    node_count = 3
    vm_size    = "Standard_D4s_v5"
  }

  maintenance_window_auto_upgrade {
    frequency   = "Weekly"
    interval    = 1
    duration    = 4
    day_of_week = "Sunday"
    start_time  = "02:00"
  }

  identity {
    type = "SystemAssigned"
  }
}

# azurerm 3.x spelling, from a variable
resource "azurerm_kubernetes_cluster" "legacy" {
  name                      = "aks-legacy"
  location                  = "westeurope"
  resource_group_name       = "rg"
  dns_prefix                = "legacy"
  automatic_channel_upgrade = var.upgrade_channel

  default_node_pool {
    name       = "system"
    node_count = 1
    vm_size    = "Standard_D2s_v5"
  }

  identity {
    type = "SystemAssigned"
  }
}

# A node pool follows its cluster's channel.
resource "azurerm_kubernetes_cluster_node_pool" "user" {
  name                  = "user"
  kubernetes_cluster_id = azurerm_kubernetes_cluster.main.id
  vm_size               = "Standard_D4s_v5"
  node_count            = 2
}
