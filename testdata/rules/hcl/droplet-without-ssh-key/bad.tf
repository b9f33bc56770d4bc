resource "digitalocean_droplet" "web" { # want "hcl/droplet-without-ssh-key"
  name   = "web-1"
  image  = "ubuntu-22-04-x64"
  region = "ams3"
  size   = "s-1vcpu-1gb"
}
