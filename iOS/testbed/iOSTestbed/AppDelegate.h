//
//  AppDelegate.h
//  iOSTestbed
//

#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>


@end
