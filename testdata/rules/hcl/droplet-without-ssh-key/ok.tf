resource "digitalocean_droplet" "web" {
  name     = "web-1"
  image    = "ubuntu-22-04-x64"
  region   = "ams3"
  size     = "s-1vcpu-1gb"
  ssh_keys = [digitalocean_ssh_key.admin.fingerprint]
}
