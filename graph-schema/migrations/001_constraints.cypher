// Every entity has a unique id. These constraints also create the backing indexes
// that id lookups use, and refuse a duplicate id with a ConstraintValidationFailed error.
CREATE CONSTRAINT carrier_id IF NOT EXISTS FOR (n:Carrier) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT site_id IF NOT EXISTS FOR (n:Site) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT router_id IF NOT EXISTS FOR (n:Router) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT backplane_id IF NOT EXISTS FOR (n:Backplane) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT blade_id IF NOT EXISTS FOR (n:Blade) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT port_id IF NOT EXISTS FOR (n:Port) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT link_id IF NOT EXISTS FOR (n:Link) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT trunk_id IF NOT EXISTS FOR (n:Trunk) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT path_id IF NOT EXISTS FOR (n:Path) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT maintenance_id IF NOT EXISTS FOR (n:Maintenance) REQUIRE n.id IS UNIQUE;
