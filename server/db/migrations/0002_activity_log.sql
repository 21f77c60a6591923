CREATE TABLE activity_log (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  resource text NOT NULL,
  record_id integer NOT NULL,
  record_label text NOT NULL,
  changed_fields text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_created_at_idx ON activity_log (created_at DESC, id DESC);
CREATE INDEX users_created_at_idx ON users (created_at, id);
CREATE INDEX users_name_idx ON users (lower(lastname), lower(firstname), id);
CREATE INDEX users_roles_idx ON users USING gin (roles);
CREATE INDEX accounts_created_at_idx ON accounts (created_at, id);
