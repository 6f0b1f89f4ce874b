// The dev host's entry: the async boundary lets Module Federation share React before it runs.
import('./dev-host')
