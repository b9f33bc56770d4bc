let load () = Dynlink.loadfile "/usr/lib/app/plugins/core.cmxs"
