resource "azurerm_linux_virtual_machine" "jump" { # want "hcl/vm-password-authentication"
  name                            = "jump"
  size                            = "Standard_B1s"
  admin_username                  = "azureuser"
  admin_password                  = var.admin_password
  disable_password_authentication = false
}
