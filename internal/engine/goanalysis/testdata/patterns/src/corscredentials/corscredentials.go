package corscredentials

import (
	gincors "github.com/gin-contrib/cors"
	fibercors "github.com/gofiber/fiber/v2/middleware/cors"
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
	// Fiber's origins are one comma-separated string.
	fiberOpen = fibercors.New(fibercors.Config{AllowOrigins: "*", AllowCredentials: true})                                   // want `CORS allows every origin \(AllowOrigins\) with credentials`
	fiberFunc = fibercors.New(fibercors.Config{AllowOriginsFunc: func(string) bool { return true }, AllowCredentials: true}) // want `CORS allows every origin \(AllowOriginsFunc\) with credentials`
	fiberList = fibercors.New(fibercors.Config{AllowOrigins: "https://app.example.com", AllowCredentials: true})
)
