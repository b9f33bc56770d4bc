resource "azurerm_linux_virtual_machine_scale_set" "workers" {
  name                       = "workers"
  resource_group_name        = azurerm_resource_group.rg.name
  location                   = azurerm_resource_group.rg.location
  sku                        = "Standard_D2s_v5"
  instances                  = 2
  admin_username             = "azureuser"
  encryption_at_host_enabled = true
}

resource "azurerm_kubernetes_cluster_node_pool" "apps" {
  name                   = "apps"
  kubernetes_cluster_id  = azurerm_kubernetes_cluster.aks.id
  vm_size                = "Standard_D4s_v5"
  enable_host_encryption = var.host_encryption
}
