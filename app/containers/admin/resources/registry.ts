import {
  accountsResource,
  activityResource,
  usersResource,
  type ResourceDefinition,
} from '../../../../contract/resources';

/** The admin resources by name, for references between them (a user's account). */
export const resourcesByName: Readonly<Record<string, ResourceDefinition>> = {
  [accountsResource.name]: accountsResource,
  [usersResource.name]: usersResource,
  [activityResource.name]: activityResource,
};
