resource "azurerm_kubernetes_cluster" "main" {
  name                = "main"
  location            = "westeurope"
  resource_group_name = azurerm_resource_group.main.name
  dns_prefix          = "main"
  oms_agent {
    log_analytics_workspace_id = azurerm_log_analytics_workspace.main.id
  }
}

resource "azurerm_kubernetes_cluster" "old" {
  name                = "old"
  location            = "westeurope"
  resource_group_name = azurerm_resource_group.main.name
  dns_prefix          = "old"
  addon_profile {
    oms_agent {
      enabled                    = true
      log_analytics_workspace_id = azurerm_log_analytics_workspace.main.id
    }
  }
}
