package corscredentials

import (
	gincors "github.com/gin-contrib/cors"
	"github.com/rs/cors"
)

var (
	open = cors.New(cors.Options{
		AllowedOrigins:   []string{"*"}, // want `CORS allows every origin \(AllowedOrigins\) with credentials`
		AllowCredentials: true,
	})
	public  = cors.New(cors.Options{AllowedOrigins: []string{"*"}})
	trusted = cors.New(cors.Options{AllowedOrigins: []string{"https://app.example.com"}, AllowCredentials: true})
	ginOpen = gincors.New(gincors.Config{AllowAllOrigins: true, AllowCredentials: true}) // want `CORS allows every origin \(AllowAllOrigins\) with credentials`
)
